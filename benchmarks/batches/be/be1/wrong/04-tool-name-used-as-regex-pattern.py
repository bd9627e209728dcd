# Breaks: "The tool name is compared exactly: ... is another tool, allowed" -- re.fullmatch
# is called with its arguments swapped, so the model's tool name becomes the pattern.
# Input: tool "create.case.file" (or ".*", "create_case_fil.") in a free-tier session is
# another tool and must be allowed; here it is denied.
import re

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if re.fullmatch(call.tool_name, "create_case_file") and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
