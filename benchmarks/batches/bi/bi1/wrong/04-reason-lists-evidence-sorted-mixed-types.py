# Breaks "Deny(...) when ... 'create_case_file' and ... 'free' ..., whatever call.input claims or
# holds (... the input's values may be of any JSON type ...)": the reason lists the evidence in
# sorted order, so evidence [1, "receipt"] or [{"a": 1}, {"b": 2}] raises TypeError ('<' not
# supported) instead of the Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    evidence = call.input.get("evidence", ())
    listed = ", ".join(str(item) for item in sorted(evidence)) if isinstance(evidence, (list, tuple)) else ""
    reason = "free-tier sessions cannot open case files"
    if listed:
        reason += f" (evidence offered: {listed})"
    return Deny(reason, "answer from the FAQ, or offer the premium plan")
