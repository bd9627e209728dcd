# Breaks "deny.reason whole, character for character": spaces before punctuation are
# removed as a typo fix ("limit : 50" -> "limit: 50"), which also rewrites French typography.
# Input: Deny("Remboursement refusé : plafond atteint !") gives "BLOCKED: Remboursement
# refusé: plafond atteint!".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_SPACE_BEFORE_MARK = re.compile(r"[ \u00a0\u202f]+([.,;:!?])")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _SPACE_BEFORE_MARK.sub(r"\1", _PREFIXES.sub("", deny.reason).strip())
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
