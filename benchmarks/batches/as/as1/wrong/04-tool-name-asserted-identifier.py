# Breaks "The tool name is compared exactly: ... create-case-file ... is another tool, allowed": an
# invariant asserts every tool name is a Python identifier, which crashes on legal other names.
# Input: any session calling "create-case-file" must get None; this raises AssertionError.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    assert call.tool_name.isidentifier(), f"tool names are identifiers: {call.tool_name!r}"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
