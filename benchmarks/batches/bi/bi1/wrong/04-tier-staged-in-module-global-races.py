# Breaks "Deny(...) when ... call.context.tier == 'free'; otherwise None" under parallel tool use:
# the tool name and tier are parked in a module dict and read back after a log line, so a free
# session's create_case_file judged at the same moment as a premium one can be allowed (or the
# premium one denied).
import logging

from toolhooks import Deny

_log = logging.getLogger(__name__)
_judging = {"tool": None, "tier": None}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    _judging["tool"], _judging["tier"] = call.tool_name, call.context.tier
    _log.debug("free-tier rule: %(tool)s on %(tier)s", _judging)
    if _judging["tool"] == "create_case_file" and _judging["tier"] == "free":
        return Deny("free-tier sessions cannot open case files", "offer the FAQ or the premium plan")
    return None
