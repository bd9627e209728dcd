# Wrong: "deny.reason whole, character for character (non-ASCII too ...)". The reason is run
# through unicodedata.normalize("NFKD") to flatten ligatures and full-width letters; that also
# splits every accented letter: Deny("le café est fermé") gives "BLOCKED: le cafe\u0301 est
# ferme\u0301", not "BLOCKED: le café est fermé".
import re
import unicodedata

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = unicodedata.normalize("NFKD", deny.reason)
    content = "BLOCKED: " + _PREFIXES.sub("", reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
