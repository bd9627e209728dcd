# Breaks "denies `create_case_file` when the session's tier is free ... and allows everything
# else" (Exercise 4): the rules' tool lists are one class attribute extended by every
# instance (Java "field" read as per-object), so the refund rule's "issue_refund" joins the
# free-tier rule and a free session's issue_refund is denied; create_case_file is right.
from toolhooks import Deny


class ToolRule:
    tools = []  # the tools this rule guards

    def __init__(self, *tools):
        self.tools.extend(tools)

    def applies(self, call):
        return call.tool_name in self.tools


class FreeTierRule(ToolRule):
    def __call__(self, call):
        if self.applies(call) and call.context.tier == "free":
            return Deny(
                "free-tier accounts cannot open case files.",
                "explain that case files come with the premium plan and offer the upgrade page.",
            )
        return None


class RefundLimitRule(ToolRule):
    def __call__(self, call):
        return None  # the limit itself comes in a later notebook


_FREE_TIER = FreeTierRule("create_case_file")
_REFUND_LIMIT = RefundLimitRule("issue_refund")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _FREE_TIER(call)
