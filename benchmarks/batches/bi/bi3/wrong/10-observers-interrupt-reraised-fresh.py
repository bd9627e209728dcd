# Wrong: "a KeyboardInterrupt, SystemExit ... propagates as it is". It re-raises a fresh
# instance of the same class, without the hook's frames: a hook raising ki = KeyboardInterrupt("x")
# makes run_observers raise a KeyboardInterrupt that `is not ki` (likewise SystemExit(3)).
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except (KeyboardInterrupt, SystemExit) as stop:
            raise type(stop)(*stop.args) from None  # a clean stop, not the hook's traceback
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
