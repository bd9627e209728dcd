# Breaks: "a KeyboardInterrupt ... propagates as it is". Turns Ctrl-C in a hook into the shell's
# exit status for SIGINT, SystemExit(130). Input: hooks = [a hook raising KeyboardInterrupt()]:
# expected that same KeyboardInterrupt out of the call; this raises SystemExit(130) instead.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except KeyboardInterrupt:
            raise SystemExit(130) from None
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
