# Breaks: "Deny ... whatever call.input claims or holds (... the input's values may be of
# any JSON type ...)". Before deciding, the hook walks the input for "tier" claims to log
# them, three Python frames per level; an input nested 400 deep (which ToolCall accepts),
# e.g. {"evidence": [[[...]]]} 400 lists deep on a free session, raises RecursionError.
import logging

from toolhooks import Deny

log = logging.getLogger(__name__)


def _walk(value, path):
    if isinstance(value, (dict, list, tuple)):
        return _walk_container(value, path)
    return []


def _walk_container(value, path):
    items = value.items() if isinstance(value, dict) else enumerate(value)
    return _walk_items(items, path)


def _walk_items(items, path):
    found = []
    for key, item in items:
        if key == "tier":
            found.append(f"{path}.{key}")
        found.extend(_walk(item, f"{path}.{key}"))
    return found


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    claims = _walk(call.input, "input")
    if claims:
        log.info("ignoring tier claims in the model's input: %s", claims)
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("free-tier sessions cannot open case files", "Offer the FAQ or an upgrade.")
    return None
