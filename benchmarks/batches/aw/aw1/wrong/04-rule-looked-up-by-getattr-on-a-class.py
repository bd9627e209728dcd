# Breaks: "otherwise None (or an Allow ...), never another falsy value": the rule is found with
# getattr(_PerTool, call.tool_name), so a tool named after an attribute every class has is
# "dispatched": a call to "__repr__" returns a str, to "__class__" the ToolCall class, to
# "__hash__" an int, instead of None.
from toolhooks import Deny


class _PerTool:
    """One static method per tool this rule covers, named after the tool."""

    @staticmethod
    def create_case_file(call):
        if call.context.tier == "free":
            return Deny(
                "free-tier accounts cannot open case files.",
                "explain that case files come with the premium plan, and answer from the FAQ.",
            )
        return None


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    rule = getattr(_PerTool, call.tool_name, None)
    return rule(call) if callable(rule) else None
