# Breaks "whatever `call.input` claims or holds (a `tool_name` there too ...)" (Returns,
# Exercise 4): a "tool_name" in the input is taken as the real tool of a routed call, so a free
# session calling create_case_file with input {"tool_name": "lookup_user"} is allowed instead
# of denied; inputs without "tool_name" are right.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tool = call.input.get("tool_name", call.tool_name)  # a routed call names its real tool
    if tool == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and offer the upgrade page.",
        )
    return None
