# Right: str.removeprefix is applied to the left-stripped reason until it no longer shortens it, which
# removes any number of exact "BLOCKED:" prefixes at the start and nothing else; the content is
# "BLOCKED: " + that reason, then " \u2014 alternative: " (a space before any word of ours) and the stripped
# alternative only when it is non-blank; the four keys are built anew from zip on every call.
_KEYS = ("type", "tool_use_id", "is_error", "content")


def _unprefixed(text):
    while True:
        trimmed = text.lstrip()
        shorter = trimmed.removeprefix("BLOCKED:")
        if len(shorter) == len(trimmed):
            return trimmed.rstrip()
        text = shorter


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _unprefixed(deny.reason)
    advice = (deny.alternative or "").strip()
    if advice:
        content += " \u2014 alternative: " + advice
    return dict(zip(_KEYS, ("tool_result", tool_use_id, True, content)))
