# Breaks: "Deny(reason, alternative) (an alternative that is not blank)". Suggestions are the
# lines of a triple-quoted string; split("\n") keeps its empty first and last lines, and one is
# picked per user by len(user_id) % 4: a free-tier session of "u_12" (length 4) or "u_00042"
# (length 7) gets alternative "". "u_004" (length 5) gets a real suggestion.
from toolhooks import Deny

SUGGESTIONS = """
offer the premium plan's upgrade page: case files come with it
answer from the general FAQ and offer to note the details for later
""".split("\n")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    alternative = SUGGESTIONS[len(call.context.user_id) % len(SUGGESTIONS)]
    return Deny("free-tier accounts cannot open case files.", alternative)
