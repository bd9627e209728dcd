# Right: a class pattern matches only when call.tool_name == "create_case_file" exactly (a
# literal pattern is an == test: drafts, case variants, namespaces, "\n" differ) and
# call.context.tier == "free"; nothing else (input, ids, attributes, timestamp) is read. It
# returns a Deny with a non-blank alternative there and None everywhere else.
from toolhooks import Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "free-tier accounts cannot open case files; the session's plan is free.",
                "help from the FAQ, or tell the customer that premium includes case files.",
            )
    return None
