# Breaks "The tool name is compared exactly: ... "create_case_file\n" is another tool, allowed": on a
# free session's call named "create_case_file\n" it returns Deny, because non-printable characters
# (newline, zero-width space, right-to-left mark ...) are filtered out of the name before comparing.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = "".join(ch for ch in call.tool_name if ch.isprintable())
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium upgrade page and answer from the FAQ meanwhile.",
        )
    return None
