# Breaks "Deny(reason, alternative) ... when ... tier == "free"" for every session id: the user
# id is pasted into a str.format template, so a free session whose user_id is "u_{004}" (a valid
# HookContext id) calling create_case_file raises IndexError ("u_{x}": KeyError), not a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        template = "account " + call.context.user_id + " is on the {tier} tier: no case files."
        return Deny(
            template.format(tier=call.context.tier),
            "offer the premium plan and answer from the FAQ.",
        )
    return None
