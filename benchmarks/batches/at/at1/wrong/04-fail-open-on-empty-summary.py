# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free", whatever
# call.input claims or holds". The reason quotes the summary's first line inside a try that allows on
# any error, and "".splitlines() is empty: a free-tier create_case_file with {"summary": ""} hits an
# IndexError and returns None instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    try:
        if call.tool_name == "create_case_file" and call.context.tier == "free":
            summary = call.input.get("summary", "a new case")
            first_line = summary.splitlines()[0] if isinstance(summary, str) else repr(summary)
            return Deny(
                f"free-tier accounts cannot open case files (request: {first_line[:60]!r}).",
                "explain that case files come with the premium plan, offer the upgrade page, "
                "and answer from the FAQ meanwhile.",
            )
        return None
    except Exception:
        return None  # a hook must never take the agent down
