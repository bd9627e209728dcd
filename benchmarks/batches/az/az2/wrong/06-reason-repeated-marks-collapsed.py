# Breaks "deny.reason whole, character for character": runs of the same punctuation mark
# ("!!!", "??", "...") are collapsed to one, to keep the model calm.
# Input: Deny("do NOT retry this refund!!!") gives "BLOCKED: do NOT retry this refund!", and
# Deny("checking the ledger...") gives "BLOCKED: checking the ledger.".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_RUNS = re.compile(r"([!?.])\1+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _RUNS.sub(r"\1", _PREFIXES.sub("", deny.reason).strip())
    text = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip() != "":
        text += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
