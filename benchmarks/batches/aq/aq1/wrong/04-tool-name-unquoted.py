# Breaks "The tool name is compared exactly: ... is another tool, allowed": quotes around the name are
# stripped first, so a free session's call to '"create_case_file"' (or "'create_case_file'") is denied.
# (Transfer of same_user_unquoted.) Unquoted names are judged right.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name.strip("\"'")  # models sometimes quote the tool name
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
