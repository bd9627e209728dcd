# Breaks "Deny(...) when ... call.context.tier == "free" (... attributes ... a spend_limit of 0)":
# the alternative quotes the spend_limit with locale.currency, which raises ValueError under the
# grader's C.UTF-8 locale (works under en_US.UTF-8). A free session with attributes=
# {"spend_limit": 0} calling create_case_file raises instead of being denied.
import locale

from toolhooks import Deny

locale.setlocale(locale.LC_MONETARY, "")  # money in the desk's own format


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    alternative = "offer the premium upgrade page and answer from the general FAQ meanwhile."
    limit = call.context.attributes.get("spend_limit")
    if isinstance(limit, (int, float)) and not isinstance(limit, bool):
        alternative += f" Their plan's spend limit is {locale.currency(limit, grouping=True)}."
    return Deny("free-tier accounts cannot open case files.", alternative)
