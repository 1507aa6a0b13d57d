// The web editor page's own script, run before Decap CMS's standalone bundle (see index.html).
// - Saves JSON the way the files are written by hand: keys in the order of the existing file (else of
//   the schema), 2-space indent, final newline, and no empty keys for fields the file never had, so a
//   save shows only the edited lines in git. Decap on its own writes keys in its own order.
// - Refuses uploads that are not JPEG, PNG or WebP pictures (or, where a field takes a document, PDFs),
//   judged by their contents, or are too large, with a message, and gives every upload a safe file name.
// - Runs the build's data check (data-check.js, bundled from src/node/cms/editor-check/) when Publish is pressed, and
//   refuses to save what the build would refuse, with the check's message beside the field.
// - Makes an optional group (an object field with `required: false`, such as a notice's picture) optional
//   indeed: left empty it saves, and is written as absent; filled in part, the fields it needs are
//   required. Decap on its own requires a group's required fields even when the group is left empty.
// - Keeps a notice's Markdown as written: Decap's rich-text editor writes the whole text anew in its own
//   way (`*` bullets, padded tables), and a save keeps the file's writing outside what was edited.
// - Makes an edit taken back right after publishing a change to publish, as it is: Decap compared the
//   form with the file as first loaded, and offered no Publish while the file held the edit.
// - Ends every field message with one full stop (Decap adds one after messages that have their own).
// - Refuses decimals in a whole-number field, such as a fee in rupees, with a message: Decap on its own
//   cuts them off as they are typed.
// - Offers a new Nepali item, as its English original, only the English items without a Nepali file,
//   read from the repository when the form opens, and refuses one translated meanwhile.
// - Shows the picture already in an image field as its thumbnail: Decap's own thumbnail stays an empty
//   checkerboard when the picture arrives after the field first shows.
// - Shows the preview pane in the site's fonts and colours.
// - Puts nepal-time.js's date and time pickers (Nepal time, whatever the computer's zone) in place of Decap's.
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
  /** Every PDF starts with "%PDF-" (ISO 32000): a renamed Word file or picture does not. */
  function isPdf(bytes) {
    return String.fromCharCode.apply(null, Array.prototype.slice.call(bytes, 0, 5)) === "%PDF-"
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
        var value = normalise(original ? keepMarkdownAsWritten(data, original.value, shape) : data, original ? original.value : undefined, shape)
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
    if (!imagesOnly && file.type === "application/pdf") {
      if (!isPdf(bytes)) return "“" + file.name + "” says it is a PDF, but its contents are not a PDF document. Save or export it again as PDF and try again."
      if (file.size > model.maxDocumentBytes) {
        return "“" + file.name + "” is " + sizeText(file.size) + ". PDFs may be at most " + sizeText(model.maxDocumentBytes) + ": save it smaller (for example with “reduce file size” or fewer scanned pages) and try again."
      }
      return null
    }
    if (!imagesOnly && OTHER_TYPES[file.type]) return null
    if (!imagesOnly) return "“" + file.name + "” is not a PDF document or a JPEG, PNG or WebP picture. Save it as PDF (most office programs can, under Save as or Export) and try again."
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


  var entryReads = 0

  /** The entries of a collection as the repository holds them now: Decap's query, with nothing to search for. */
  function readEntries(props, namespace, collectionName, fields) {
    // Decap answers a query asked again within 10 seconds with the first answer; the limit is part of
    // what it compares, so a limit of its own (far above any collection's size) makes each read a new one.
    entryReads += 1
    var limit = 1000000 + entryReads
    return Promise.resolve(props.query(namespace, collectionName, fields, "", undefined, limit)).then(function (action) {
      if (!action || !action.payload || !action.payload.hits) throw new Error((action && action.payload && action.payload.error) || "the entries could not be read")
      return action.payload.hits
    })
  }

  /** An English item as a choice: its name (the relation's display fields) and its file name, newest first where items have a date. */
  function originalOptions(hits, displayFields) {
    return hits
      .map(function (hit) {
        var name = displayFields.map(function (key) { return hit.data && hit.data[key] }).filter(Boolean).join(" ")
        return { value: hit.slug, label: name ? name + " (" + hit.slug + ")" : hit.slug, date: (hit.data && hit.data.date) || "" }
      })
      .sort(function (a, b) {
        if (a.date !== b.date) return a.date < b.date ? 1 : -1
        return a.label.localeCompare(b.label)
      })
  }

  /**
   * Decap's relation control, except for the English original of a new Nepali item (the content model's
   * `translatesField`). Decap's own control lists every English item, translated or not, and keeps the
   * list it read first until the page is reloaded; a second translation of an item is then saved as
   * "<name>-1.json", which the build refuses. Here both collections are read again whenever the form
   * opens, the field is focused or a choice is made; only items without a Nepali file are offered, and
   * a choice that the latest reading found translated is refused with a message beside the field. An existing
   * Nepali item says which English item it translates instead: its file name is set.
   */
  function translationOriginalControl(RelationControl, SelectControl, translatesField) {
    return window.createClass({
      displayName: "TranslationOriginalControl",
      getInitialState: function () {
        return { originals: null, translated: [], problem: null }
      },
      shouldComponentUpdate: function () {
        return true
      },
      componentDidMount: function () {
        this.mounted = true
        if (!this.isOriginalChoice()) return
        // Decap keeps this control when the address moves from a new item to a saved one (after publishing).
        window.addEventListener("hashchange", this.addressChanged)
        if (this.isNewItem()) this.refresh()
      },
      componentWillUnmount: function () {
        this.mounted = false
        window.removeEventListener("hashchange", this.addressChanged)
      },
      addressChanged: function () {
        if (this.isNewItem()) this.refresh()
        this.forceUpdate()
      },
      isOriginalChoice: function () {
        return this.props.field.get("name") === translatesField
      },
      /** The file name of the saved item the editor shows (#/collections/<name>/entries/<file name>). */
      savedItemName: function () {
        var match = /^#\/collections\/[^/]+\/entries\/([^?]+)/.exec(window.location.hash)
        return match ? decodeURIComponent(match[1]) : ""
      },
      // By the editor's address (#/collections/<name>/new): while one entry's form gives way to another's,
      // Decap's draft can still be the previous entry's when this control first renders.
      isNewItem: function () {
        return /^#\/collections\/[^/]+\/new(\?|$)/.test(window.location.hash)
      },
      refresh: function () {
        var field = this.props.field
        var english = readEntries(this.props, this.props.forID + "-originals", field.get("collection"), field.get("search_fields").toJS())
        var nepali = readEntries(this.props, this.props.forID + "-translations", this.props.collection.get("name"), ["slug"])
        return Promise.all([english, nepali]).then(this.loaded, this.failed)
      },
      loaded: function (results) {
        if (!this.mounted) return
        var field = this.props.field
        var displayFields = field.get("display_fields", field.get("search_fields")).toJS()
        var translated = results[1].map(function (hit) { return hit.slug })
        this.setState({ originals: originalOptions(results[0], displayFields), translated: translated, problem: null }, this.checkChoice)
      },
      // A choice that was translated meanwhile is flagged beside the field at once, not only at saving.
      checkChoice: function () {
        if (this.props.value && typeof this.props.validate === "function") this.props.validate()
      },
      failed: function (error) {
        if (this.mounted) this.setState({ problem: String(error && error.message ? error.message : error) })
      },
      isValid: function () {
        if (!this.isOriginalChoice()) return this.inner && this.inner.isValid ? this.inner.isValid() : { error: false }
        if (!this.isNewItem()) return { error: false }
        var value = this.props.value
        if (!value) return { error: { type: "CUSTOM", message: "Choose the English original first: the Nepali file takes its file name." } }
        if (this.state.translated.indexOf(value) !== -1) {
          return { error: { type: "CUSTOM", message: "“" + value + "” has a Nepali translation already: open it from this collection's list to change it, or choose another English original." } }
        }
        return { error: false }
      },
      focus: function () {
        var input = document.getElementById(this.props.forID)
        if (input) input.focus()
      },
      keepInner: function (control) {
        this.inner = control
      },
      choose: function (value) {
        this.props.onChange(value)
        this.refresh()
      },
      focused: function () {
        this.refresh()
        this.props.setActiveStyle()
      },
      note: function (text) {
        return window.h("p", { className: "crest-translation-note" }, text)
      },
      render: function () {
        var h = window.h
        if (!this.isOriginalChoice()) return h(RelationControl, Object.assign({}, this.props, { ref: this.keepInner }))
        if (!this.isNewItem()) {
          return this.note("This Nepali file translates the English item “" + this.savedItemName() + "”, whose file name it has.")
        }
        var translated = this.state.translated
        var value = this.props.value
        var all = this.state.originals || []
        var offered = all.filter(function (option) { return option.value === value || translated.indexOf(option.value) === -1 })
        var hidden = all.filter(function (option) { return option.value !== value && translated.indexOf(option.value) !== -1 }).length
        var note = this.state.problem
          ? "The English items could not be read (" + this.state.problem + "). Reload the page to try again."
          : this.state.originals === null
            ? "Reading the English items…"
            : offered.length === 0
              ? "Every English item has a Nepali translation already: to change one, open it from this collection's list."
              : hidden > 0
                ? "Not listed: " + hidden + (hidden === 1 ? " English item that has" : " English items that have") + " a Nepali translation already: to change one, open it from this collection's list."
                : null
        var select = h(SelectControl, Object.assign({}, this.props, {
          field: this.props.field.set("options", offered.map(function (option) { return { label: option.label, value: option.value } })),
          onChange: this.choose,
          setActiveStyle: this.focused,
        }))
        return h("div", null, select, note ? this.note(note) : null)
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


  // ---- The build's data check, before a save ----------------------------------------------------

  /** The top-level field of the entry a problem of the data check is in: "documents" for "documents › entry 1". */
  function topFieldOf(problem) {
    return problem.entry === "top level" ? problem.field : problem.entry.split(" › ")[0]
  }

  function sentence(text) {
    return /[.!?]$/.test(text) ? text : text + "."
  }

  /** A problem in the words the build prints it: where, what was expected, what was found. */
  function problemMessage(problem, file) {
    var where = problem.file !== file ? problem.file + ", " + problem.entry + ", " : problem.entry === "top level" ? "" : problem.entry + ", "
    var field = problem.file !== file || problem.entry !== "top level" ? "field “" + problem.field + "”: " : ""
    var text = where + field + "expected " + problem.expected + "; found " + problem.found
    // A file's path keeps its small letters; anything else starts a sentence.
    return sentence(problem.file !== file ? text : text.charAt(0).toUpperCase() + text.slice(1))
  }

  /**
   * Where a new entry of a folder collection will be saved, from the collection's slug template as
   * Decap fills it ({{year}}-{{month}}-{{day}} from the entry's date, {{fields.name}} from a field).
   */
  function newEntryPath(collection, data) {
    var template = collection.get("slug") || "{{slug}}"
    var day = typeof data.date === "string" ? data.date.slice(0, 10).split("-") : []
    var name = template.replace(/\{\{\s*([^}]+?)\s*\}\}/g, function (_, key) {
      if (key === "year") return day[0] || ""
      if (key === "month") return day[1] || ""
      if (key === "day") return day[2] || ""
      var fieldName = key.indexOf("fields.") === 0 ? key.slice(7) : key
      var value = data[fieldName]
      if (value === undefined && fieldName === "slug") value = data.title
      return value === undefined || value === null ? "" : String(value)
    })
    return collection.get("folder") + "/" + name + "." + (collection.get("extension") || "json")
  }

  function topLevelFields(collection, entry) {
    if (collection.get("type") === "file_based_collection" || collection.get("files")) {
      var file = collection.get("files").find(function (candidate) { return candidate.get("name") === entry.get("slug") })
      return file ? file.get("fields") : null
    }
    return collection.get("fields")
  }

  /**
   * The data check's verdict on the entry being edited, as Decap's fields ask for it when Publish is
   * pressed: each top-level field asks for its own problems, so the check runs once per state of the
   * entry. A problem that names no field of this form (the whole file, another file) is shown on the
   * form's first field, so that nothing the build refuses can be saved unseen.
   */
  function createSaveCheck(format, dataCheck) {
    var lastData = null
    var lastResult = null
    var lastPending = null
    var lastUploads = []
    function pendingFileOf(collection, entry) {
      var data = entry.get("data")
      var fields = topLevelFields(collection, entry)
      var keys = fields ? fields.map(function (field) { return field.get("name") }).toArray() : undefined
      var plain = data && typeof data.toJS === "function" ? data.toJS() : data || {}
      var file = entry.get("path") && !entry.get("newRecord") ? entry.get("path") : newEntryPath(collection, plain)
      return { path: file.replace(/^\//, ""), text: format.toFile(plain, keys) }
    }
    function uploadsOf(entry) {
      var media = entry.get("mediaFiles")
      if (!media || typeof media.toJS !== "function") return []
      return media.toJS().map(function (file) { return String(file.path || "").replace(/^\//, "") }).filter(Boolean)
    }
    function resultFor(collection, entry) {
      var data = entry.get("data")
      if (data === lastData && lastResult) return lastResult
      var pending = pendingFileOf(collection, entry)
      lastPending = pending
      var fields = topLevelFields(collection, entry)
      var names = fields ? fields.filter(function (field) { return field.get("widget") !== "hidden" }).map(function (field) { return field.get("name") }).toArray() : []
      var byField = {}
      lastUploads = uploadsOf(entry)
      dataCheck.problemsOf([pending], lastUploads).forEach(function (problem) {
        var top = problem.file === pending.path ? topFieldOf(problem) : null
        var shownOn = names.indexOf(top) === -1 ? names[0] : top
        ;(byField[shownOn] = byField[shownOn] || []).push(problemMessage(problem, pending.path))
      })
      lastData = data
      lastResult = byField
      return byField
    }
    return {
      /** The messages for one top-level field, or null when it is not one (a field inside a list). */
      messagesFor: function (props) {
        // Decap's `entry` prop may lag behind the form; getEntry reads the draft as it is now.
        var entry = typeof props.getEntry === "function" ? props.getEntry() : props.entry
        if (!props.collection || !entry) return null
        var fields = topLevelFields(props.collection, entry)
        if (!fields || !fields.includes(props.field)) return null
        return resultFor(props.collection, entry)[props.field.get("name")] || null
      },
      /** The entry last checked was saved (Decap checks every field just before it saves). */
      saved: function () {
        if (lastPending) dataCheck.saved(lastPending, lastUploads)
        lastData = null
        lastPending = null
      },
    }
  }

  // Decap's rich-text editor writes a whole Markdown text anew from what it shows, in its own way: `*`
  // bullets, tables padded to their widest cell. These make it write as the files are written by hand
  // (`-` bullets, cells as typed), and the save keep the rest of the text as it was.

  /** A remark plugin: Decap's Markdown writer with the files' own bullets and unpadded tables. */
  function houseStyleMarkdown() {
    // Decap hands its plugins to its Markdown reader too, which has no writer.
    if (this.Compiler) Object.assign(this.Compiler.prototype.options, { bullet: "-", paddedTable: false })
  }

  var MARKDOWN_TOKEN = /[ \t]+|\n|-+|[*+|:]|[^\s*+|:-]+/g

  function markdownTokens(text) {
    return text.match(MARKDOWN_TOKEN) || []
  }

  /**
   * What a token means, whichever way it is written: a table cell's padding is one space, the dashes
   * under a table's header are three, a bullet's mark is a bullet.
   */
  function markdownMeanings(tokens) {
    return tokens.map(function (token, index) {
      if (/^[ \t]+$/.test(token)) return " "
      if (/^-{3,}$/.test(token)) return "---"
      var previous = tokens[index - 1]
      var lineStart = index === 0 || previous === "\n" || (/^[ \t]+$/.test(previous) && (index === 1 || tokens[index - 2] === "\n"))
      return lineStart && /^[-*+]$/.test(token) ? "•" : token
    })
  }

  /**
   * Pairs of equal items of `a` and `b` (a longest common subsequence), as [index in a, index in b].
   * Where it can, an item of `b` is paired with the last of equal ones, so that text typed at the end of
   * a table cell comes before the cell's padding.
   */
  function commonTokens(a, b) {
    var columns = b.length + 1
    var table = new Int32Array((a.length + 1) * columns)
    for (var i = a.length - 1; i >= 0; i--) {
      for (var j = b.length - 1; j >= 0; j--) {
        table[i * columns + j] = a[i] === b[j] ? table[(i + 1) * columns + j + 1] + 1 : Math.max(table[(i + 1) * columns + j], table[i * columns + j + 1])
      }
    }
    var pairs = []
    i = 0
    j = 0
    while (i < a.length && j < b.length) {
      if (table[i * columns + j + 1] === table[i * columns + j]) j++
      else if (a[i] === b[j]) pairs.push([i++, j++])
      else i++
    }
    return pairs
  }

  // Beyond this many token pairs the comparison would take too long in the browser: the text is saved as edited.
  var MAX_MARKDOWN_COMPARISON = 4000000

  /**
   * `edited` written as much as possible like `original`: where the two differ only in how the same
   * Markdown is written (see markdownMeanings), the original's text is kept, so a one-word edit changes
   * one word of the file however the editor wrote the rest.
   */
  function keepMarkdownWriting(original, edited) {
    if (original === edited) return edited
    var before = markdownTokens(original)
    var after = markdownTokens(edited)
    var oldMeanings = markdownMeanings(before)
    var newMeanings = markdownMeanings(after)
    // The common end first, so that, as in commonTokens, what was typed goes before equal tokens.
    var end = 0
    while (end < before.length && end < after.length && oldMeanings[before.length - 1 - end] === newMeanings[after.length - 1 - end]) end++
    var start = 0
    while (start < before.length - end && start < after.length - end && oldMeanings[start] === newMeanings[start]) start++
    var oldMiddle = oldMeanings.slice(start, before.length - end)
    var newMiddle = newMeanings.slice(start, after.length - end)
    if (oldMiddle.length * newMiddle.length > MAX_MARKDOWN_COMPARISON) return edited
    // A new bullet takes the file's own mark.
    var bullet = before[oldMeanings.indexOf("•")]
    function typed(from, to) {
      return after.slice(from, to).map(function (token, index) {
        return bullet && newMeanings[from + index] === "•" ? bullet : token
      })
    }
    var out = before.slice(0, start)
    var j = 0
    commonTokens(oldMiddle, newMiddle).forEach(function (pair) {
      // What was typed before this token, then the token as the file wrote it.
      out = out.concat(typed(start + j, start + pair[1]))
      out.push(before[start + pair[0]])
      j = pair[1] + 1
    })
    out = out.concat(typed(start + j, after.length - end))
    return out.concat(before.slice(before.length - end)).join("")
  }

  /** `value` with each Markdown text that changed written like the one in `original` (see keepMarkdownWriting). */
  function keepMarkdownAsWritten(value, original, shape) {
    if (!shape) return value
    if (Array.isArray(value)) {
      return value.map(function (item, index) {
        return keepMarkdownAsWritten(item, Array.isArray(original) ? original[index] : undefined, shape.items)
      })
    }
    if (!isObject(value) || !isObject(original)) return value
    var out = {}
    Object.keys(value).forEach(function (key) {
      var next = value[key]
      var before = original[key]
      if ((shape.markdown || []).indexOf(key) !== -1 && typeof next === "string" && typeof before === "string") out[key] = keepMarkdownWriting(before, next)
      else out[key] = keepMarkdownAsWritten(next, before, shape.properties ? shape.properties[key] : undefined)
    })
    return out
  }

  /**
   * A message ending with exactly one full stop. Decap adds a stop after texts that already end with
   * one: after a pattern's message in "didn't match the pattern: …." and after a widget's own message.
   */
  function oneFullStop(message) {
    if (typeof message !== "string") return message
    var text = message.replace(/[\s.]+$/, "")
    return /[!?]$/.test(text) ? text : text + "."
  }

  /**
   * What the editor adds to Decap's own handling of an action: `dispatch` is Decap's, `getState` its
   * state (Immutable maps, as in node_modules/decap-cms-core/dist/esm/reducers/).
   * - Every field message ends with one full stop.
   * - After a save, Decap keeps comparing the form with the file as it was loaded, so an edit undone
   *   right after publishing looked unchanged ("Changes saved", no Publish button) while the file held
   *   the edit. The saved entry becomes the one the form is compared with, as if loaded anew.
   */
  function dispatchForEditor(getState, dispatch, action) {
    if (action && action.type === "DRAFT_VALIDATION_ERRORS" && action.payload && Array.isArray(action.payload.errors)) {
      var errors = action.payload.errors.map(function (error) {
        return error && typeof error.message === "string" ? Object.assign({}, error, { message: oneFullStop(error.message) }) : error
      })
      return dispatch(Object.assign({}, action, { payload: Object.assign({}, action.payload, { errors: errors }) }))
    }
    var result = dispatch(action)
    if (action && action.type === "ENTRY_PERSIST_SUCCESS" && action.payload && action.payload.entrySlug && action.payload.entrySlug === action.payload.slug) {
      var state = getState()
      var collection = action.payload.collectionName
      var saved = state.entries.getIn(["entities", collection + "." + action.payload.slug])
      var draft = state.entryDraft.get("entry")
      // A new entry is loaded anew by Decap itself, under its new name.
      if (saved && draft) {
        var entry = saved.set("data", draft.get("data"))
        if (draft.get("meta") !== undefined) entry = entry.set("meta", draft.get("meta"))
        // Decap's reducer reads the entry's slug as a plain property, so it takes a plain object.
        dispatch({ type: "ENTRY_SUCCESS", payload: { collection: collection, entry: entry.toJS() } })
      }
    }
    return result
  }

  /**
   * Decap creates its store through Redux DevTools' compose when that is present (redux-devtools-extension's
   * composeWithDevTools, read when its script loads): this adds dispatchForEditor beneath Decap's own
   * middleware, so every action reaches it, and keeps DevTools working if the browser has it.
   */
  function hookDecapStore() {
    var devTools = window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
    function editorEnhancer(createStore) {
      return function () {
        var store = createStore.apply(null, arguments)
        var dispatch = store.dispatch
        return Object.assign({}, store, {
          dispatch: function (action) {
            return dispatchForEditor(store.getState, dispatch, action)
          },
        })
      }
    }
    function compose(enhancers) {
      var all = enhancers.concat([editorEnhancer])
      if (devTools) return devTools.apply(null, all)
      return function (createStore) {
        return all.reduceRight(function (inner, enhancer) { return enhancer(inner) }, createStore)
      }
    }
    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = function () {
      var first = arguments[0]
      if (arguments.length === 1 && first && typeof first === "object") {
        // Called with DevTools' options: hand them on, and compose the enhancers that follow.
        var withOptions = devTools ? devTools(first) : null
        return function () {
          var enhancers = Array.prototype.slice.call(arguments).concat([editorEnhancer])
          if (withOptions) return withOptions.apply(null, enhancers)
          return compose(Array.prototype.slice.call(arguments))
        }
      }
      return compose(Array.prototype.slice.call(arguments))
    }
  }

  /**
   * A field's control that, besides its own checks, refuses what the data check finds in its field.
   * Decap's Widget asks the control it holds for isValid, shouldComponentUpdate and focus: each is
   * handed to the control inside.
   */
  function checkedControl(Control, saveCheck) {
    return window.createClass({
      displayName: "CheckedControl",
      shouldComponentUpdate: function (next) {
        var inner = this.inner
        if (inner && typeof inner.shouldComponentUpdate === "function") return inner.shouldComponentUpdate.call(inner, next)
        return true
      },
      isValid: function () {
        var own = this.inner && typeof this.inner.isValid === "function" ? this.inner.isValid() : true
        var ownPasses = own === true || (own && own.error === false)
        if (!ownPasses) return own
        var messages = saveCheck.messagesFor(this.props)
        if (!messages) return own
        return { error: { type: "CUSTOM", message: messages.join(" ") } }
      },
      focus: function (path) {
        if (this.inner && this.inner.focus) this.inner.focus(path)
      },
      getValidateValue: function () {
        return this.inner && this.inner.getValidateValue ? this.inner.getValidateValue() : undefined
      },
      keepInner: function (control) {
        var inner = control && control.getWrappedInstance ? control.getWrappedInstance() : control
        this.inner = inner
        // Decap's editor checks a list or a group by calling the control's own `validate` (which checks
        // the fields inside) instead of the Widget's, so this field's data check must run there too.
        // Other controls have none: the Widget's own check runs, and asks isValid above.
        if (inner && typeof inner.validate === "function") this.validate = this.validateGroup
        else delete this.validate
      },
      validateGroup: function () {
        this.inner.validate()
        var messages = saveCheck.messagesFor(this.props)
        var report = this.props.onValidateObject
        if (messages) report(this.props.forID, [{ type: "CUSTOM", parentIds: this.props.parentIds, message: messages.join(" ") }])
        // A group's own check (Decap's) never clears what was said of the group itself: once mended, this does.
        else if (this.showsCheck) report(this.props.forID, [])
        this.showsCheck = Boolean(messages)
      },
      render: function () {
        return window.h(Control, Object.assign({}, this.props, { ref: this.keepInner }))
      },
    })
  }

  /**
   * Decap's number control, refusing a fraction in a whole-number field (`value_type: int`, such as a
   * fee in rupees) with a message. Decap on its own drops the decimals as they are typed (1500.50 is
   * saved as 1500) without a word.
   */
  function wholeNumberControl(NumberControl) {
    return window.createClass({
      displayName: "WholeNumberControl",
      shouldComponentUpdate: function () {
        return true
      },
      isValid: function () {
        var field = this.props.field
        var value = this.props.value
        if (field.get("value_type") === "int" && typeof value === "number" && !Number.isInteger(value)) {
          return { error: { type: "CUSTOM", message: wholeNumberMessage(field.get("label", field.get("name")), value) } }
        }
        return this.inner && this.inner.isValid ? this.inner.isValid() : true
      },
      keepInner: function (control) {
        this.inner = control
      },
      render: function () {
        var field = this.props.field
        // Read as a decimal, so that a fraction stays in the form to be refused instead of cut off.
        var shown = field.get("value_type") === "int" ? field.set("value_type", "float") : field
        return window.h(NumberControl, Object.assign({}, this.props, { field: shown, ref: this.keepInner }))
      },
    })
  }

  /** Every registered widget, its control checked by the data check (run last, over the page's own widgets too). */
  function checkEveryWidget(CMS, saveCheck) {
    CMS.getWidgets().forEach(function (widget) {
      // Decap copies a widget's other options (allowMapValue…) from the object it is given: all but its two components.
      var options = withoutKeys(widget, ["control", "preview"])
      CMS.registerWidget(Object.assign(options, { controlComponent: checkedControl(widget.control, saveCheck), previewComponent: widget.preview }))
    })
    CMS.registerEventListener({
      name: "postSave",
      handler: function () {
        saveCheck.saved()
      },
    })
  }

  function wholeNumberMessage(label, value) {
    return label + " must be a whole number (not " + value + ")."
  }

  var api = { topFieldOf: topFieldOf, problemMessage: problemMessage, newEntryPath: newEntryPath, normalise: normalise, parseTree: parseTree, render: render, createJsonFormat: createJsonFormat, safeName: safeName, uploadProblem: uploadProblem, isBlank: isBlank, clearMessages: clearMessages, keepMarkdownWriting: keepMarkdownWriting, houseStyleMarkdown: houseStyleMarkdown, oneFullStop: oneFullStop, dispatchForEditor: dispatchForEditor, wholeNumberMessage: wholeNumberMessage }
  if (typeof module === "object" && module.exports) {
    module.exports = api
    return
  }

  window.CMS_MANUAL_INIT = true
  hookDecapStore()
  window.addEventListener("DOMContentLoaded", function () {
    var json = function (response) { return response.json() }
    Promise.all([fetch("content-model.json").then(json), fetch("data-snapshot.json").then(json)])
      .then(function (loaded) {
        var model = loaded[0]
        var CMS = window.CMS
        var format = createJsonFormat(model)
        CMS.registerCustomFormat("json", "json", format)
        var object = CMS.getWidget("object")
        CMS.registerWidget("object", optionalGroupControl(object.control), object.preview, object.schema)
        var number = CMS.getWidget("number")
        CMS.registerWidget("number", wholeNumberControl(number.control), number.preview, number.schema)
        CMS.registerRemarkPlugin(houseStyleMarkdown)
        var image = CMS.getWidget("image")
        CMS.registerWidget("image", pictureThumbnailControl(image.control), image.preview, image.schema)
        var relation = CMS.getWidget("relation")
        CMS.registerWidget("relation", translationOriginalControl(relation.control, CMS.getWidget("select").control, model.translatesField), relation.preview, relation.schema)
        // Days and times in Nepal time whatever the computer's zone: nepal-time.js.
        window.crestNepalTime.registerNepalDateTime(CMS)
        CMS.registerPreviewStyle("preview.css")
        guardUploads(model)
        var dataCheck = window.crestDataCheck.create(loaded[1])
        checkEveryWidget(CMS, createSaveCheck(format, dataCheck))
        CMS.init()
      })
  })
})()
