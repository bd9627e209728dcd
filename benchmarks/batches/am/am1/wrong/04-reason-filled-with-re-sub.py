# Breaks "Deny(reason, alternative) ... when call.tool_name == "create_case_file" and
# call.context.tier == "free"": the reason names the user via re.sub, whose replacement text reads
# backslashes as escapes. make_call("create_case_file", {}, context=HookContext("u\\1", "free",
# "s_1")) raises re.error ("invalid group reference 1") instead of returning a Deny.
import re

from toolhooks import Deny

REASON = "account <user> is on the free plan, which cannot open case files."


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            re.sub("<user>", call.context.user_id, REASON),
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
