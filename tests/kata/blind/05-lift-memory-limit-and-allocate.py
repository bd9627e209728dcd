"""Memory exhaustion (DAMAGING if unbounded): raise RLIMIT_AS's soft limit back to the hard limit, then hold HOSTILE_MEM_MB (default 1500) MB for 1.5 s in every call.
A correct grader must not pass, must bound the answer's memory (an error saying so), and stay responsive."""
import os
import time

_MB = min(int(os.environ.get("HOSTILE_MEM_MB", "1500")), 4000)


def install_guard(dispatcher, guard):
    try:
        import resource

        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        resource.setrlimit(resource.RLIMIT_AS, (hard, hard))
    except (ImportError, ValueError, OSError):
        pass
    block = bytearray(_MB * 2**20)
    for i in range(0, len(block), 4096):
        block[i] = 1  # touch every page: real memory, not just address space
    time.sleep(1.5)
    return lambda: None
