# Right: compares the aware UTC time of day, call.timestamp.timetz(), with aware bounds 02:00 and
# 04:00 in UTC (inclusive start, exclusive end, to the microsecond); the timestamp is always UTC,
# so no conversion to local time happens. The tool name must equal "create_case_file" exactly;
# nothing from call.input or call.context.attributes is read. Deny has a non-blank alternative;
# otherwise the ALLOW value.
from datetime import time, timezone

from toolhooks import ALLOW, Deny

_START = time(2, 0, tzinfo=timezone.utc)
_END = time(4, 0, tzinfo=timezone.utc)


def deploy_window_hook(call):
    """Rule C: no new case files during the 02:00-04:00 UTC deploy window."""
    in_window = _START <= call.timestamp.timetz() < _END
    if in_window and call.tool_name == "create_case_file":
        return Deny(
            "The 02:00-04:00 UTC deploy window is on: no new case files now.",
            "Promise a follow-up and create the case file after 04:00 UTC.",
        )
    return ALLOW
