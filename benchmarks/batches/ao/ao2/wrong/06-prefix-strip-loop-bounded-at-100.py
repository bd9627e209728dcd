# Breaks "every leading BLOCKED: goes, a thousand too": the loop that peels prefixes stops
# after 100 rounds, so Deny("BLOCKED: " * 150 + "no refunds") keeps 50 of them after the
# answer's own "BLOCKED: ".
from toolhooks import Deny

_PREFIX = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.strip()
    for _ in range(100):  # a bound, so a pathological reason cannot spin forever
        if not reason.startswith(_PREFIX):
            break
        reason = reason[len(_PREFIX):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
