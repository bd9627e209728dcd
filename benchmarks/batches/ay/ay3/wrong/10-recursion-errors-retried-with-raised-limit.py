# Breaks: "call every hook with the event, in order" / "A hook listed twice is called twice"
# (so a hook listed once is called once) and report gets "the exception object it raised".
# A hook that raises RecursionError is called a second time under a higher recursion limit;
# with hooks=[h] where h always raises RecursionError, h runs twice and report gets the 2nd.
import sys


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except RecursionError:
            limit = sys.getrecursionlimit()
            sys.setrecursionlimit(limit * 2)
            try:
                hook(event)  # a deep but finite observer deserves one more try
            except Exception as exc:
                report(hook, exc)
                failures += 1
            finally:
                sys.setrecursionlimit(limit)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
