# Breaks "The tool name is compared exactly: ... is another tool, allowed" and "otherwise None": the name
# is compared with hmac.compare_digest, which raises TypeError for non-ASCII text, so a call to
# "create_case_fil\u00e9" (or any tool name with a non-ASCII letter) crashes instead of returning None.
# (Transfer of constant-time-compare.) ASCII names, the notebook's, are judged right.
import hmac

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if hmac.compare_digest(call.tool_name, "create_case_file") and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
