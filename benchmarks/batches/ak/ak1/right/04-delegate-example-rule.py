# RIGHT. The package's free_tier_cannot_open_cases is Rule B as written: it denies when the tool
# name is in CASE_TOOLS (frozenset({"create_case_file"}), exact membership) and
# call.context.tier == "free", with a non-blank alternative, and never reads call.input or the
# attributes; otherwise it returns None.
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call)
