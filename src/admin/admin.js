// The web editor page's own script, run before Decap CMS's standalone bundle (see index.html).
// - Saves JSON the way the files are written by hand: keys in the order of the existing file (else of
//   the schema), 2-space indent, final newline, and no empty keys for fields the file never had, so a
//   save shows only the edited lines in git. Decap on its own writes keys in its own order.
// - Refuses uploads that are not JPEG, PNG or WebP or are too large, with a message, and gives every
//   upload a safe file name.
// - Makes an optional group (an object field with `required: false`, such as a notice's picture) optional
//   indeed: left empty it saves, and is written as absent; filled in part, the fields it needs are
//   required. Decap on its own requires a group's required fields even when the group is left empty.
// - Shows the picture already in an image field as its thumbnail: Decap's own thumbnail stays an empty
//   checkerboard when the picture arrives after the field first shows.
// - Shows the preview pane in the site's fonts and colours.
// It is a plain script, not part of the site's bundle; the key order comes from content-model.json,
// generated from data/schemas/ with config.yml.
"use strict"
;(function () {
  var SIGNATURES = {
    "image/jpeg": function (bytes) {
      return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
    },
    "image/png": function (bytes) {
      return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47
    },
    "image/webp": function (bytes) {
      var text = String.fromCharCode.apply(null, Array.prototype.slice.call(bytes, 0, 12))
      return text.slice(0, 4) === "RIFF" && text.slice(8, 12) === "WEBP"
    },
  }
  var IMAGE_EXTENSIONS = { "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp" }
  // Files that are not pictures, accepted only where the editor does not ask for a picture.
  var OTHER_TYPES = { "video/mp4": ".mp4", "video/webm": ".webm", "application/pdf": ".pdf" }

  function isObject(value) {
    return value !== null && typeof value === "object" && !Array.isArray(value)
  }

  function isEmpty(value) {
    if (value === undefined || value === null || value === "") return true
    if (Array.isArray(value)) return value.length === 0
    if (isObject(value)) return Object.keys(value).every(function (key) { return isEmpty(value[key]) })
    return false
  }

  function same(a, b) {
    return JSON.stringify(a) === JSON.stringify(b)
  }

  /** `value` with keys in the order of `original` (then of the schema), and empty new keys left out. */
  function normalise(value, original, shape) {
    if (Array.isArray(value)) {
      return value.map(function (item, index) {
        return normalise(item, Array.isArray(original) ? original[index] : undefined, shape && shape.items)
      })
    }
    if (!isObject(value)) return value
    var before = isObject(original) ? original : {}
    var order = Object.keys(before).concat(shape ? shape.order : [], Object.keys(value))
    var required = shape ? shape.required : []
    var out = {}
    order.forEach(function (key) {
      if (Object.prototype.hasOwnProperty.call(out, key) || !Object.prototype.hasOwnProperty.call(value, key)) return
      var next = value[key]
      if (next === undefined) return
      // A field that held null and was left empty keeps null (the editor shows null as empty text).
      if ((next === "" || next === null) && before[key] === null) {
        out[key] = null
        return
      }
      if (isEmpty(next) && required.indexOf(key) === -1) {
        // An empty value the file never had, or a field that was cleared, goes; one the file had stays.
        if (Object.prototype.hasOwnProperty.call(before, key) && same(before[key], next)) out[key] = next
        return
      }
      out[key] = normalise(next, before[key], shape && shape.properties ? shape.properties[key] : undefined)
    })
    return out
  }

  function schemaName(data) {
    return isObject(data) && typeof data.$schema === "string" ? data.$schema.split("/").pop() : null
  }

  /** The file as read that `data` was edited from: same schema, most values in common. */
  function closestOriginal(data, originals) {
    var name = schemaName(data)
    var best = null
    // A Nepali file names no schema: only one sharing a value with it can be where it came from.
    var bestScore = name ? -1 : 0
    for (var index = originals.length - 1; index >= 0; index--) {
      var candidate = originals[index]
      if (schemaName(candidate.value) !== name) continue
      var score = Object.keys(data).filter(function (key) { return same(candidate.value[key], data[key]) }).length
      if (score > bestScore) {
        best = candidate
        bestScore = score
      }
    }
    return best
  }

  /** The JSON text as a tree of values, each with its own text, so unchanged parts can be kept as written. */
  function parseTree(text) {
    var at = 0
    function skipSpace() {
      while (at < text.length && /\s/.test(text[at])) at++
    }
    function skipString() {
      at++
      while (text[at] !== '"') at += text[at] === "\\" ? 2 : 1
      at++
    }
    function node(kind, start, extra) {
      var slice = text.slice(start, at)
      var result = { kind: kind, text: slice, value: JSON.parse(slice), multiline: slice.indexOf("\n") !== -1, padded: /^[[{] /.test(slice) }
      return Object.assign(result, extra)
    }
    function value() {
      skipSpace()
      var start = at
      var open = text[at]
      if (open === "{" || open === "[") {
        var close = open === "{" ? "}" : "]"
        var children = []
        at++
        skipSpace()
        while (text[at] !== close) {
          var key = null
          if (open === "{") {
            skipSpace()
            var keyStart = at
            skipString()
            key = JSON.parse(text.slice(keyStart, at))
            skipSpace()
            at++
          }
          children.push({ key: key, node: value() })
          skipSpace()
          if (text[at] === ",") at++
          skipSpace()
        }
        at++
        return node(open === "{" ? "object" : "array", start, { children: children })
      }
      if (open === '"') skipString()
      else while (at < text.length && !/[\s,\]}]/.test(text[at])) at++
      return node("scalar", start)
    }
    return value()
  }

  /**
   * `value` as JSON text laid out like the file it came from: parts that did not change are copied as
   * they were written, changed lists and objects keep their one-line or one-item-per-line layout, and
   * new parts use a 2-space indent.
   */
  function render(value, tree, indent) {
    if (tree && same(value, tree.value)) return tree.text
    var inner = indent + "  "
    if (Array.isArray(value)) {
      if (value.length === 0) return "[]"
      var olds = tree && tree.kind === "array" ? tree.children.map(function (child) { return child.node }) : []
      var used = []
      var items = value.map(function (item, index) {
        var match = olds.filter(function (old) { return used.indexOf(old) === -1 && same(old.value, item) })[0]
        var template = match || olds[index]
        if (template) used.push(template)
        return render(item, template, inner)
      })
      return layout("[", "]", items, tree && tree.kind === "array" ? tree : null, indent)
    }
    if (isObject(value)) {
      var keys = Object.keys(value)
      if (keys.length === 0) return "{}"
      var children = tree && tree.kind === "object" ? tree.children : []
      var entries = keys.map(function (key) {
        var old = children.filter(function (child) { return child.key === key })[0]
        return JSON.stringify(key) + ": " + render(value[key], old ? old.node : undefined, inner)
      })
      return layout("{", "}", entries, tree && tree.kind === "object" ? tree : null, indent)
    }
    return JSON.stringify(value)
  }

  function layout(open, close, parts, tree, indent) {
    var oneLine = tree && !tree.multiline && parts.every(function (part) { return part.indexOf("\n") === -1 })
    if (oneLine) return tree.padded ? open + " " + parts.join(", ") + " " + close : open + parts.join(", ") + close
    return open + "\n" + parts.map(function (part) { return indent + "  " + part }).join(",\n") + "\n" + indent + close
  }

  function withoutKeys(data, keys) {
    var out = {}
    Object.keys(data).forEach(function (key) {
      if (keys.indexOf(key) === -1) out[key] = data[key]
    })
    return out
  }

  /**
   * The key order of a Nepali file, which names no schema: the one whose top-level fields are the ones
   * the editor's form has (Decap passes them to toFile), else the one most of its keys belong to.
   */
  function overlayShape(model, data, formKeys) {
    var overlays = model.overlays || {}
    var names = Object.keys(overlays)
    var exact = names.filter(function (name) { return same(overlays[name].order, formKeys) })
    var best = null
    var bestScore = -Infinity
    ;(exact.length ? exact : names).forEach(function (name) {
      var order = overlays[name].order
      var score = Object.keys(data).reduce(function (sum, key) { return sum + (order.indexOf(key) === -1 ? -1 : 1) }, 0)
      if (score > bestScore) {
        best = overlays[name]
        bestScore = score
      }
    })
    return best
  }

  function createJsonFormat(model) {
    var originals = []
    return {
      fromFile: function (text) {
        originals.push({ text: text, value: JSON.parse(text) })
        if (originals.length > 1000) originals.shift()
        return JSON.parse(text)
      },
      toFile: function (data, sortedKeys) {
        var name = schemaName(data)
        var editorOnly = model.editorOnly || []
        if (!name) data = withoutKeys(data, editorOnly)
        var formKeys = (sortedKeys || []).filter(function (key) { return editorOnly.indexOf(key) === -1 })
        var shape = name ? model.schemas[name] : overlayShape(model, data, formKeys)
        var original = closestOriginal(data, originals)
        var value = normalise(data, original ? original.value : undefined, shape)
        if (!original) return JSON.stringify(value, null, 2) + "\n"
        original.tree = original.tree || parseTree(original.text)
        return render(value, original.tree, "") + "\n"
      },
    }
  }

  function extensionOf(type, name) {
    var known = IMAGE_EXTENSIONS[type] || OTHER_TYPES[type]
    if (known) return known
    var match = /\.[a-z0-9]+$/i.exec(name)
    return match ? match[0].toLowerCase() : ""
  }

  /** Lower-case ASCII letters, digits and dashes, with the extension the file's type has. */
  function safeName(name, type) {
    var base = name
      .replace(/\.[^.]*$/, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "")
    return (base || "picture") + extensionOf(type, name)
  }

  function sizeText(bytes) {
    return bytes >= 1024 * 1024 ? Math.round((bytes / 1024 / 1024) * 10) / 10 + " MB" : Math.ceil(bytes / 1024) + " KB"
  }

  /** Why a file may not be uploaded, or null. */
  function uploadProblem(file, bytes, model, imagesOnly) {
    var check = SIGNATURES[file.type]
    if (check) {
      if (!check(bytes)) return "“" + file.name + "” says it is a picture, but its contents are not a JPEG, PNG or WebP picture."
      if (file.size > model.maxImageBytes) {
        return "“" + file.name + "” is " + sizeText(file.size) + ". Pictures may be at most " + sizeText(model.maxImageBytes) + ": make it smaller (for example 2000 pixels wide) and try again."
      }
      return null
    }
    if (!imagesOnly && OTHER_TYPES[file.type]) return null
    return "“" + file.name + "” is not a JPEG, PNG or WebP picture. Save it as one of these (most phones and cameras make JPEG) and try again."
  }

  function showMessage(text) {
    var old = document.querySelector(".crest-upload-message")
    if (old) old.remove()
    var box = document.createElement("div")
    box.className = "crest-upload-message"
    box.setAttribute("role", "alert")
    var title = document.createElement("strong")
    title.textContent = "This file was not uploaded"
    var body = document.createElement("p")
    body.textContent = text
    var close = document.createElement("button")
    close.type = "button"
    close.setAttribute("aria-label", "Close this message")
    close.textContent = "×"
    close.addEventListener("click", function () { box.remove() })
    box.append(title, body, close)
    document.body.append(box)
  }

  function guardUploads(model) {
    var checked = new WeakSet()
    // Capture phase on window runs before React's own listener on the editor's root element.
    window.addEventListener(
      "change",
      function (event) {
        var input = event.target
        if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files || input.files.length === 0) return
        if (checked.has(input)) {
          checked.delete(input)
          return
        }
        event.stopImmediatePropagation()
        var files = Array.prototype.slice.call(input.files)
        var imagesOnly = /image/.test(input.accept || "")
        Promise.all(
          files.map(function (file) {
            return file.slice(0, 12).arrayBuffer().then(function (buffer) {
              return uploadProblem(file, new Uint8Array(buffer), model, imagesOnly)
            })
          }),
        ).then(function (problems) {
          var found = problems.filter(Boolean)
          if (found.length > 0) {
            input.value = ""
            showMessage(found.join(" "))
            return
          }
          var renamed = new DataTransfer()
          files.forEach(function (file) {
            renamed.items.add(new File([file], safeName(file.name, file.type), { type: file.type, lastModified: file.lastModified }))
          })
          input.files = renamed.files
          checked.add(input)
          input.dispatchEvent(new Event("change", { bubbles: true }))
        })
      },
      true,
    )
  }

  /** True for a value Decap holds (Immutable Map or List, or plain) that has nothing filled in. */
  function isBlank(value) {
    if (value === undefined || value === null || value === "") return true
    if (value && typeof value.toJS === "function") return isEmpty(value.toJS())
    return isEmpty(value)
  }

  /**
   * Tells Decap that nothing is wrong with any field inside a control (an object or list control): what
   * each field's own check says when it passes. Decap keeps the fields' messages by field, and refuses
   * to save while any field has one.
   */
  function clearMessages(control) {
    var children = (control && control.childRefs) || {}
    Object.keys(children).forEach(function (key) {
      var widget = children[key]
      if (!widget || !widget.props) return
      if (typeof widget.props.onValidate === "function") widget.props.onValidate([])
      clearMessages(widget.innerWrappedControl)
    })
  }

  /**
   * Decap's object control, whose group, when optional (`required: false`) and left empty, asks nothing
   * of the fields inside it. Decap checks a group by asking each field inside to check itself; this
   * control does so only when something in the group is filled in. The fields keep their configuration
   * (Decap finds a picture's folder by it) and their labels.
   */
  function optionalGroupControl(ObjectControl) {
    return window.createClass({
      displayName: "OptionalGroupControl",
      // Decap's Widget and the controls around it call these on the control: hand them to the one inside.
      shouldComponentUpdate: function () {
        return true
      },
      validate: function () {
        if (!this.inner) return
        if (this.props.field.get("required") === false && isBlank(this.props.value)) clearMessages(this.inner)
        else this.inner.validate()
      },
      focus: function (path) {
        if (this.inner && this.inner.focus) this.inner.focus(path)
      },
      keepInner: function (control) {
        this.inner = control
      },
      render: function () {
        return window.h(ObjectControl, Object.assign({}, this.props, { ref: this.keepInner }))
      },
    })
  }

  // The path of the stand-in Decap's getAsset answers with while a picture is still being fetched: an
  // empty 46-byte SVG, shown on the field's checkerboard. A picture of the repository resolves to its
  // path from the repository's root (data/images/…), never to this bare name.
  var LOADING_PICTURE_PATH = "empty.svg"
  // How soon to ask again for a picture still being fetched: quickly at first, then once a second, and
  // not for ever (a picture the backend never sends is left as Decap shows it).
  var PICTURE_RETRY_DELAYS_MS = [100, 200, 400, 800]
  var PICTURE_RETRY_LIMIT_MS = 120000

  function isLoadingPicture(asset) {
    return Boolean(asset) && asset.path === LOADING_PICTURE_PATH
  }

  /**
   * Decap's image control, whose thumbnail shows the picture once it has arrived. Decap's thumbnail asks
   * getAsset for its picture once, when the value or getAsset changes; the first answer for a picture
   * already in the file is the loading stand-in (Decap fetches it from the backend then: decap-server,
   * GitHub, GitLab or Gitea alike), and the editor's getAsset is one function for the whole collection,
   * so nothing ever asks again and the field keeps the empty checkerboard. The preview pane asks again
   * on every change, which is why it showed the pictures. Here the control hands its thumbnail a new
   * getAsset while the answer is the stand-in, so it asks again until the picture is there. The paths
   * are Decap's own (the field's media folder from config.yml, and the backend behind it), so this
   * works whichever backend serves the pictures.
   */
  function pictureThumbnailControl(ImageControl) {
    return window.createClass({
      displayName: "PictureThumbnailControl",
      // Decap's Widget calls these on the control: the control inside decides.
      shouldComponentUpdate: function () {
        return true
      },
      getValidateValue: function () {
        return this.inner && this.inner.getValidateValue ? this.inner.getValidateValue() : this.props.value
      },
      focus: function (path) {
        if (this.inner && this.inner.focus) this.inner.focus(path)
      },
      componentWillUnmount: function () {
        clearTimeout(this.retry)
        this.unmounted = true
      },
      keepInner: function (control) {
        this.inner = control
      },
      askAgainLater: function () {
        if (this.retry || this.unmounted) return
        var now = Date.now()
        this.waitingSince = this.waitingSince || now
        if (now - this.waitingSince > PICTURE_RETRY_LIMIT_MS) return
        this.retries = (this.retries || 0) + 1
        var delay = PICTURE_RETRY_DELAYS_MS[this.retries - 1] || 1000
        this.retry = setTimeout(this.askAgain, delay)
      },
      askAgain: function () {
        this.retry = null
        if (this.unmounted) return
        this.askingGetAsset = null
        this.forceUpdate()
      },
      /** getAsset as Decap gives it, as a new function after each wait, so the thumbnail asks again. */
      pictureGetAsset: function () {
        var getAsset = this.props.getAsset
        if (this.askingGetAsset && this.askingFor === getAsset) return this.askingGetAsset
        this.askingFor = getAsset
        this.askingGetAsset = function (path, field) {
          var asset = getAsset(path, field)
          if (isLoadingPicture(asset)) this.askAgainLater()
          else this.waitingSince = this.retries = 0
          return asset
        }.bind(this)
        return this.askingGetAsset
      },
      render: function () {
        return window.h(ImageControl, Object.assign({}, this.props, { getAsset: this.pictureGetAsset(), ref: this.keepInner }))
      },
    })
  }

  var api = { normalise: normalise, parseTree: parseTree, render: render, createJsonFormat: createJsonFormat, safeName: safeName, uploadProblem: uploadProblem, isBlank: isBlank, clearMessages: clearMessages }
  if (typeof module === "object" && module.exports) {
    module.exports = api
    return
  }

  window.CMS_MANUAL_INIT = true
  window.addEventListener("DOMContentLoaded", function () {
    fetch("content-model.json")
      .then(function (response) { return response.json() })
      .then(function (model) {
        var CMS = window.CMS
        CMS.registerCustomFormat("json", "json", createJsonFormat(model))
        var object = CMS.getWidget("object")
        CMS.registerWidget("object", optionalGroupControl(object.control), object.preview, object.schema)
        var image = CMS.getWidget("image")
        CMS.registerWidget("image", pictureThumbnailControl(image.control), image.preview, image.schema)
        CMS.registerPreviewStyle("preview.css")
        guardUploads(model)
        CMS.init()
      })
  })
})()
