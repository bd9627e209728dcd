# Breaks "deny.reason whole, character for character (non-ASCII too ...)": the text is
# forced through Latin-1 for the audit shipper, so Deny("the refund limit is 50 €.") becomes
# "the refund limit is 50 ?." (accented Latin letters such as "é" survive, so they hide it).
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _latin1(text):
    return text.encode("latin-1", "replace").decode("latin-1")


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _latin1(_PREFIXES.sub("", deny.reason).strip())
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + _latin1(deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
