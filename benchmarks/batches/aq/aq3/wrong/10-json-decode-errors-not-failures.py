# Breaks: "Every `Exception` counts, of any built-in kind" / "how many hooks raised".
# Input: event = "not json", hooks = [json.loads] (or any hook raising json.JSONDecodeError): returns 0 and
# never reports, since an event a hook cannot parse is taken as "not for that hook". The text wants 1.
import json


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except json.JSONDecodeError:
            continue  # the event was not meant for this hook
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
