# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds". The input is wrapped in a namedtuple built from its keys
# (to quote the summary); namedtuple refuses non-identifier keys, so a free-tier call with
# {"from": "chat"} (or {"_meta": 1}, {"tool-name": "x"}) raises ValueError instead of denying.
from collections import namedtuple

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    Request = namedtuple("Request", call.input)  # attribute access to the model's fields
    request = Request(**call.input)
    summary = getattr(request, "summary", None)
    about = f" (asked for: {summary!r})" if isinstance(summary, str) else ""
    return Deny(
        f"free-tier accounts cannot open case files{about}.",
        "explain that case files come with the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
    )
