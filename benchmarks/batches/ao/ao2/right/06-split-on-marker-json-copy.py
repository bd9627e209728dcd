# Right: splits the reason on "BLOCKED:", skips the leading pieces that are only whitespace
# (each was a prefix, however many) and rejoins the rest, so a later "BLOCKED:" stays; the
# alternative (stripped, only if non-blank) follows " Alternative: "; the dict goes through a
# JSON round trip, which yields a new plain dict with the same id and text, code point for code point.
import json

from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    pieces = deny.reason.split("BLOCKED:")
    first = 0
    while first < len(pieces) - 1 and not pieces[first].strip():
        first += 1
    text = "BLOCKED: " + "BLOCKED:".join(pieces[first:]).strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        text += " Alternative: " + alternative
    block = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
    return json.loads(json.dumps(block))
