# Breaks "Deny ... when call.tool_name == "create_case_file" and call.context.tier == "free"":
# Rule B is rolled out to 90% of users, bucketed by hash(user_id) % 100, and str hashes change
# with PYTHONHASHSEED, so in every process about one free user in ten (a different one each run:
# try user ids u_000..u_099) gets None for create_case_file.
from toolhooks import Deny

_ROLLOUT_PERCENT = 90


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if hash(call.context.user_id) % 100 >= _ROLLOUT_PERCENT:
        return None  # not in the rollout yet
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
