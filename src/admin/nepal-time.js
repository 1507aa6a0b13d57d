// The web editor's date and time pickers in Nepal time, whatever the zone of the computer they run on.
// Decap's own datetime widget shows and saves a moment in the computer's zone (an alert's 06:00+05:45
// shows as 00:15 on a computer set to UTC, and a typed time is saved with that computer's offset), and
// with `picker_utc` its days and its "Now" are UTC's. This one replaces it under the same name, so
// config.yml keeps the standard widget and options that other editors (Sveltia CMS) read too:
// - a moment (a format with a date, a time and an offset) is shown and typed as Nepal's clock time and
//   saved with Nepal's offset, +05:45;
// - a day is Nepal's day and a clock time Nepal's time, "Now" included;
// - beside the picker, the field says so ("Nepal time (UTC+05:45)");
// - a value is rewritten only when it is changed, so an entry opened and saved as it was keeps its
//   text byte for byte.
// Nepal keeps UTC+05:45 all year (no daylight saving), so its clock is plain arithmetic on UTC and no
// zone database is needed. The site's own statement of that is src/lib/nepal-time/day.ts, but this is a
// plain script served beside Decap's bundle, not built, so it cannot import it: the offset is written
// again here, and __tests__/admin/nepal-time.test.ts checks that the two agree.
"use strict"
;(function () {
  var NEPAL_OFFSET = "+05:45"
  var NEPAL_OFFSET_MINUTES = 5 * 60 + 45
  var MINUTE_MS = 60 * 1000

  // The parts of a format this widget reads and writes, longest first; "[...]" and any other character
  // are text written as it is. A format with another of dayjs's format letters (a month name, a 12-hour
  // clock) is left to Decap's own widget.
  var TOKEN = /\[[^\]]*\]|YYYY|MM|DD|HH|mm|ss|SSS|ZZ|Z|./g
  var OTHER_FORMAT_LETTERS = "YMDdHhmsSAaZXxQWwkEeGgLlo"
  var TOKEN_PATTERNS = {
    YYYY: "(\\d{4})",
    MM: "(\\d{2})",
    DD: "(\\d{2})",
    HH: "(\\d{2})",
    mm: "(\\d{2})",
    ss: "(\\d{2})",
    SSS: "(\\d{3})",
    Z: "(Z|[+-]\\d{2}:\\d{2})",
    ZZ: "(Z|[+-]\\d{4})",
  }

  var ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

  function option(field, name) {
    if (!field) return undefined
    return typeof field.get === "function" ? field.get(name) : field[name]
  }

  function pad(number, width) {
    return String(number).padStart(width || 2, "0")
  }

  /** The format's tokens, or null when it has a part this widget does not know. */
  function tokensOf(format) {
    var tokens = format.match(TOKEN) || []
    var known = tokens.every(function (token) {
      return TOKEN_PATTERNS[token] || token.length > 1 || OTHER_FORMAT_LETTERS.indexOf(token) === -1
    })
    return known ? tokens : null
  }

  /**
   * What a field's options ask for, read as Decap's own widget reads them: the format the file holds and
   * the kind of input ("datetime-local", "date" or "time").
   */
  function pickerOf(field) {
    var format = "YYYY-MM-DDTHH:mm:ss.SSSZ"
    var inputType = "datetime-local"
    var userFormat = option(field, "format")
    var dateFormat = option(field, "date_format")
    var timeFormat = option(field, "time_format")
    if (dateFormat === true) dateFormat = "YYYY-MM-DD"
    if (timeFormat === true) timeFormat = "HH:mm"
    if (typeof dateFormat === "string" && typeof timeFormat === "string") format = dateFormat + "T" + timeFormat
    else if (typeof timeFormat === "string") {
      inputType = "time"
      format = timeFormat
    } else if (typeof dateFormat === "string") {
      inputType = "date"
      format = dateFormat
    }
    if (typeof userFormat === "string") {
      format = userFormat
      inputType = "datetime-local"
    }
    if (dateFormat === false) inputType = "time"
    if (timeFormat === false) inputType = "date"
    return { format: format, inputType: inputType, tokens: tokensOf(format) }
  }

  /** A moment's clock in Nepal: its year, month, day, hours, minutes, seconds and milliseconds. */
  function nepalClockAt(ms) {
    var shifted = new Date(ms + NEPAL_OFFSET_MINUTES * MINUTE_MS)
    return {
      YYYY: shifted.getUTCFullYear(),
      MM: shifted.getUTCMonth() + 1,
      DD: shifted.getUTCDate(),
      HH: shifted.getUTCHours(),
      mm: shifted.getUTCMinutes(),
      ss: shifted.getUTCSeconds(),
      SSS: shifted.getUTCMilliseconds(),
    }
  }

  function offsetMinutes(text) {
    if (text === "Z") return 0
    var digits = text.replace(":", "")
    var minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5))
    return digits[0] === "-" ? -minutes : minutes
  }

  /**
   * The Nepal clock of a value as the file holds it, or null when it is not written in the format. A value
   * with an offset is a moment, moved to Nepal's clock; one without (a day, a clock time) is Nepal's already.
   */
  function readClock(value, picker) {
    if (value instanceof Date) return isNaN(value.getTime()) ? null : nepalClockAt(value.getTime())
    if (typeof value !== "string" || !picker.tokens) return null
    var names = []
    var pattern = picker.tokens
      .map(function (token) {
        if (TOKEN_PATTERNS[token]) {
          names.push(token)
          return TOKEN_PATTERNS[token]
        }
        var text = token.charAt(0) === "[" ? token.slice(1, -1) : token
        return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
      })
      .join("")
    var match = new RegExp("^" + pattern + "$").exec(value)
    if (!match) {
      // A moment written by hand a little differently (no seconds, "Z"), which the data check accepts too.
      var instant = ISO_MOMENT.test(value) ? Date.parse(value) : NaN
      return isNaN(instant) ? null : nepalClockAt(instant)
    }
    var parts = { YYYY: 1970, MM: 1, DD: 1, HH: 0, mm: 0, ss: 0, SSS: 0 }
    var offset = null
    names.forEach(function (name, index) {
      if (name === "Z" || name === "ZZ") offset = offsetMinutes(match[index + 1])
      else parts[name] = Number(match[index + 1])
    })
    if (offset === null) return parts
    return nepalClockAt(Date.UTC(parts.YYYY, parts.MM - 1, parts.DD, parts.HH, parts.mm, parts.ss, parts.SSS) - offset * MINUTE_MS)
  }

  function inputText(clock, inputType) {
    var day = pad(clock.YYYY, 4) + "-" + pad(clock.MM) + "-" + pad(clock.DD)
    var time = pad(clock.HH) + ":" + pad(clock.mm)
    if (inputType === "date") return day
    if (inputType === "time") return time
    return day + "T" + time
  }

  /** What the picker shows for a value of the file: Nepal's day and clock. */
  function toInput(value, picker) {
    var clock = readClock(value, picker)
    return clock ? inputText(clock, picker.inputType) : ""
  }

  var INPUT_PATTERNS = {
    "datetime-local": /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/,
    date: /^(\d{4})-(\d{2})-(\d{2})$/,
    time: /^(\d{2}):(\d{2})(?::(\d{2}))?$/,
  }

  /**
   * The value to save for what the picker holds (Nepal's clock), in the field's format, with Nepal's
   * offset; null when the picker's text is not a whole day or time. A time alone is put on Nepal's
   * day of `nowMs`, for a format that also writes a day.
   */
  function fromInput(text, picker, nowMs) {
    var match = INPUT_PATTERNS[picker.inputType].exec(text)
    if (!match || !picker.tokens) return null
    var today = nepalClockAt(nowMs === undefined ? Date.now() : nowMs)
    var clock = { YYYY: today.YYYY, MM: today.MM, DD: today.DD, HH: 0, mm: 0, ss: 0, SSS: 0 }
    var numbers = match.slice(1).map(function (part) { return part === undefined ? 0 : Number(part) })
    if (picker.inputType === "time") {
      clock.HH = numbers[0]
      clock.mm = numbers[1]
      clock.ss = numbers[2]
    } else {
      clock.YYYY = numbers[0]
      clock.MM = numbers[1]
      clock.DD = numbers[2]
      if (picker.inputType === "datetime-local") {
        clock.HH = numbers[3]
        clock.mm = numbers[4]
        clock.ss = numbers[5]
      }
    }
    return picker.tokens
      .map(function (token) {
        if (token === "Z") return NEPAL_OFFSET
        if (token === "ZZ") return NEPAL_OFFSET.replace(":", "")
        if (TOKEN_PATTERNS[token]) return pad(clock[token], token.length)
        return token.charAt(0) === "[" ? token.slice(1, -1) : token
      })
      .join("")
  }

  /** What "Now" puts in the picker: Nepal's day, or its clock, at `nowMs`. */
  function nowInput(picker, nowMs) {
    return inputText(nepalClockAt(nowMs), picker.inputType)
  }

  /** The words beside the picker, saying which clock it uses. */
  function zoneLabel(picker) {
    if (picker.inputType === "date") return "Day in Nepal"
    if (picker.inputType === "time") return "Nepal time"
    return "Nepal time (UTC" + NEPAL_OFFSET + ")"
  }

  var WIDGET_BUTTON_STYLE = { display: "flex", alignItems: "center", padding: "2px 12px", border: 0, borderRadius: "3px", fontSize: "12px", fontWeight: "bold", cursor: "pointer" }

  /**
   * Decap's datetime control with Nepal's clock. A format it cannot read and write itself goes to
   * `StockControl`, Decap's own, unchanged.
   */
  function nepalDateTimeControl(StockControl) {
    var h = window.h
    return window.createClass({
      displayName: "NepalDateTimeControl",
      componentDidMount: function () {
        // Decap's default of "{{now}}" means the moment the entry is made.
        if (this.props.value === "{{now}}" && pickerOf(this.props.field).tokens) this.change(nowInput(pickerOf(this.props.field), Date.now()))
      },
      change: function (text) {
        if (text === "") {
          this.props.onChange("")
          return
        }
        var saved = fromInput(text, pickerOf(this.props.field), Date.now())
        if (saved !== null) this.props.onChange(saved)
      },
      // createClass binds these to the control, so they are handed to the elements as they are.
      typed: function (event) {
        this.change(event.target.value)
      },
      setToNow: function () {
        this.change(nowInput(pickerOf(this.props.field), Date.now()))
      },
      clear: function () {
        this.change("")
      },
      render: function () {
        var props = this.props
        var picker = pickerOf(props.field)
        if (!picker.tokens) return h(StockControl, props)
        var t = props.t
        var zoneId = props.forID + "-zone"
        var button = function (label, onClick, extra) {
          return h("button", Object.assign({ type: "button", onClick: onClick, style: WIDGET_BUTTON_STYLE }, extra), label)
        }
        return h(
          "div",
          { className: props.classNameWrapper, style: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "8px 20px" } },
          h("input", {
            id: props.forID,
            "data-testid": props.forID,
            type: picker.inputType,
            value: props.value ? toInput(props.value, picker) : "",
            "aria-describedby": zoneId,
            onChange: this.typed,
            onFocus: props.setActiveStyle,
            onBlur: props.setInactiveStyle,
            disabled: props.isDisabled,
          }),
          h("span", { id: zoneId, style: { fontSize: "0.8em", color: "#4a4f5a" } }, zoneLabel(picker)),
          props.isDisabled
            ? null
            : h(
                "div",
                { style: { display: "flex", gap: "20px" } },
                button(t("editor.editorWidgets.datetime.now"), this.setToNow, {
                  "aria-label": t("editor.editorWidgets.datetime.setToNow", { fieldLabel: props.field.get("label") || props.field.get("name") }),
                  "data-testid": "now-button",
                }),
                button(t("editor.editorWidgets.datetime.clear"), this.clear, { "data-testid": "clear-button" }),
              ),
        )
      },
    })
  }

  /** Puts the Nepal-time control in place of Decap's datetime control, keeping its preview and options. */
  function registerNepalDateTime(CMS) {
    var stock = CMS.getWidget("datetime")
    CMS.registerWidget("datetime", nepalDateTimeControl(stock.control), stock.preview, stock.schema)
  }

  var api = { NEPAL_OFFSET: NEPAL_OFFSET, pickerOf: pickerOf, toInput: toInput, fromInput: fromInput, nowInput: nowInput, zoneLabel: zoneLabel, registerNepalDateTime: registerNepalDateTime }
  if (typeof module === "object" && module.exports) {
    module.exports = api
    return
  }
  window.crestNepalTime = api
})()
