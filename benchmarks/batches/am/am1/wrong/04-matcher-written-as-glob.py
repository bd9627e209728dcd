# Breaks "The tool name is compared exactly": the package's compile_matcher is given the glob
# "create_case_file*", which it reads as a regular expression ("e*"), so "create_case_fil" and
# "create_case_filee" match too. make_call("create_case_fil", {}) in a free session returns a
# Deny instead of None ("create_case_file" itself is matched right).
from toolhooks import Deny
from toolhooks.matchers import compile_matcher

IS_CASE_TOOL = compile_matcher("create_case_file*")  # the case tool, as a Claude Code matcher


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if IS_CASE_TOOL(call.tool_name) and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
