# Breaks "Deny ... when ... call.context.tier == "free" ... the tier comes from call.context.tier
# alone, not from the session's ids": an A/B "control arm" of 5% of sessions, drawn from
# random.Random(session_id), keeps case files open, so a free create_case_file in session
# "s_13" (HookContext("u_004", "free", "s_13"); also s_32, s_40) returns None, deterministically.
import random

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if random.Random(call.context.session_id).random() < 0.05:
        return None  # control arm of the upgrade experiment
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
