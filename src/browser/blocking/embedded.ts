// The admission form's head script: a framed page never shows its own header, not even for a moment.
if (window.self !== window.top) document.documentElement.setAttribute("data-embedded", "")
