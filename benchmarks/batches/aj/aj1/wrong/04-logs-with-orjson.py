# WRONG (logs every call's input with orjson "because it is fast"; orjson refuses ints beyond
# 64 bits and lone surrogates, and the argument is built before logging decides anything).
# Breaks "whatever call.input ... holds (... an int of at most 4,300 digits ...)": a free
# create_case_file call with {"amount": 10**30} raises orjson.JSONEncodeError instead of
# denying, and a premium one raises instead of returning None. Plain inputs are right.
# (Uses orjson, which the workbook's venv installs; without it the hook logs with json and is right.)
import json
import logging

from toolhooks import Deny

try:
    import orjson
except ImportError:  # pragma: no cover
    orjson = None

_log = logging.getLogger("hooks.free_tier")


def _encode(data):
    if orjson is not None:
        return orjson.dumps(data).decode()
    return json.dumps(data)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    _log.debug("free_tier_hook saw %s", _encode({"tool": call.tool_name, "input": call.input}))
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
