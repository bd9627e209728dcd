# Breaks: "without any BLOCKED: prefix of its own (every leading BLOCKED: goes ...)".
# An early return for the no-alternative case was moved above the prefix cleaning, so only
# denials that carry an alternative are cleaned. Input: synthetic_error_result("toolu_01",
# Deny("BLOCKED: free tier")) -> content "BLOCKED: BLOCKED: free tier" (prefix twice).
from toolhooks import Deny  # noqa: F401  (as the notebook imports it)


def synthetic_error_result(tool_use_id, deny):
    result = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True}
    alternative = deny.alternative
    if alternative is None or not alternative.strip():
        result["content"] = "BLOCKED: " + deny.reason.strip()
        return result
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    result["content"] = f"BLOCKED: {reason.strip()} Alternative: {alternative.strip()}"
    return result
