# Right: delegates to the reference package's Rule B, which denies (reason + non-blank
# alternative) exactly when call.tool_name is in {"create_case_file"} and call.context.tier ==
# "free", and reads nothing else; its None is turned into ALLOW, an allowed answer.
from toolhooks import ALLOW
from toolhooks.examples.rules import free_tier_cannot_open_cases


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return free_tier_cannot_open_cases(call) or ALLOW
