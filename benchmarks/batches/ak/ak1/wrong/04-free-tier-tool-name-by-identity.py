# WRONG. Breaks: "call.tool_name == "create_case_file"" (compared by value). `is` compares
# object identity, which holds only for an interned literal: a free session whose call's name
# was built at run time, e.g. "".join(["create_", "case_file"]) or json.loads('"create_case_file"'),
# is allowed instead of denied.
from toolhooks import Deny

CASE_TOOL = "create_case_file"


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name is CASE_TOOL and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
