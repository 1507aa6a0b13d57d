// A download's size the way people read it: "14 KB", "1.2 MB". Never "0 KB": a file has some size.
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const megabytes = bytes / (1024 * 1024)
    return `${megabytes >= 10 ? Math.round(megabytes) : Math.round(megabytes * 10) / 10} MB`
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}
