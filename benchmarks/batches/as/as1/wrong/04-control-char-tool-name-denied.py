# Breaks "The tool name is compared exactly: ... "create_case_file\n" is another tool, allowed":
# names holding a non-printable character are denied as log injection, for every tier.
# Input: a premium session calling "create_case_file\n" must get None; this returns a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if not call.tool_name.isprintable():
        return Deny(
            "the tool name holds control characters.",
            "call the tool by its exact, plain name.",
        )
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
