# Wrong: "a KeyboardInterrupt ... propagates as it is". A hook raising KeyboardInterrupt() makes
# this raise a *new* KeyboardInterrupt (naming the hook, chained with `from`), so the object the
# caller catches is not the one the hook raised.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except KeyboardInterrupt as interrupt:
            # say which hook was running when Ctrl-C arrived
            raise KeyboardInterrupt(f"interrupted in observer {hook!r}") from interrupt
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
