# Breaks "Deny(...) when ... call.context.tier == "free" ... whatever call.input claims or holds (...
# the input's values may be of any JSON type ...)": on a free session's create_case_file with input
# {"tier": ["premium"]} (or {"tier": 1}) it raises AttributeError instead of returning Deny:
# html.escape() is applied to the claimed tier, which is not a string.
import html

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    reason = "free-tier accounts cannot open case files."
    claimed = call.input.get("tier")
    if claimed is not None and claimed != "free":
        reason += f' The request claimed "{html.escape(claimed)}"; the billing record says free.'
    return Deny(reason, "offer the premium upgrade page and answer from the FAQ meanwhile.")
