# Breaks: "without any `BLOCKED:` prefix of its own (every leading `BLOCKED:` goes, a thousand
# too ...)" after the 100th call: from then on only one prefix is removed. The 101st call with
# Deny("BLOCKED: BLOCKED: no refunds") gives "BLOCKED: BLOCKED: no refunds" (the first 100 calls
# are right).
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_calls = 0


def synthetic_error_result(tool_use_id, deny):
    global _calls
    _calls += 1
    if _calls <= 100:  # warm-up: full clean-up while new hooks settle in
        reason = _PREFIXES.sub("", deny.reason).strip()
    else:  # hot path: hooks rarely double the prefix
        reason = deny.reason.strip().removeprefix("BLOCKED:").strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
