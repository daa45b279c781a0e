#!/usr/bin/env python3
"""Runs a command and prints, as one JSON line on stderr, the CPU time of every process it
started, orphans included, and where that time went by kind of process.

Why not /usr/bin/time: it counts the processes their parents waited for. The CLI exits without
waiting for the framework processes it killed, so their CPU is not in its figure (a third of
a one-check run's). Here this process becomes the subreaper of the command's tree
(PR_SET_CHILD_SUBREAPER, Linux), so every orphan is reparented to it and reaped: the
resource usage of its children is then the CPU of the whole tree.

The breakdown samples /proc every 20 ms and keeps each process's last utime+stime (a process
living less than that, or the CPU spent after the last sample, is not in it: "unattributed").

usage: reap.py OUT.json COMMAND [ARGS...]
"""
import ctypes
import json
import os
import resource
import sys
import threading
import time

PR_SET_CHILD_SUBREAPER = 36
TICKS = os.sysconf("SC_CLK_TCK")


def role(cmdline):
    if "framework-host" in cmdline:
        return "framework processes"
    if "run_worker" in cmdline:
        return "cucumber workers"
    return "other"


def descendants(root):
    """pid -> (parent, cpu seconds, cmdline) for the processes under root, read from /proc."""
    table = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                stat = f.read()
            with open(f"/proc/{name}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        table[int(name)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / TICKS, cmd)
    under = {}
    for pid, (ppid, cpu, cmd) in table.items():
        p, seen = pid, 0
        while p in table and p != root and seen < 64:
            p, seen = table[p][0], seen + 1
        if p == root and pid != root:
            under[pid] = (cpu, cmd)
    return under


def main():
    out, command = sys.argv[1], sys.argv[2:]
    ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    start = time.monotonic()
    child = os.fork()
    if child == 0:
        os.execvp(command[0], command)
    seen = {}
    done = threading.Event()

    def sample():
        while not done.is_set():
            try:
                for pid, (cpu, cmd) in descendants(os.getpid()).items():
                    if pid != child:
                        before = seen.get(pid, (0, ""))
                        # a zombie's cmdline is empty: keep the last one it had
                        seen[pid] = (max(cpu, before[0]), cmd or before[1])
            except Exception:
                pass
            done.wait(0.02)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    status = 0
    while True:
        try:
            pid, st = os.waitpid(-1, 0)
        except ChildProcessError:
            break
        if pid == child:
            status = os.waitstatus_to_exitcode(st)
    wall = time.monotonic() - start
    done.set()
    sampler.join()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = usage.ru_utime + usage.ru_stime
    kinds = {}
    for sampled, cmd in seen.values():
        k = kinds.setdefault(role(cmd), {"processes": 0, "cpu": 0.0})
        k["processes"] += 1
        k["cpu"] += sampled
    with open(out, "w") as f:
        json.dump({"status": status, "wall": wall, "user": usage.ru_utime, "sys": usage.ru_stime, "cpu": cpu, "kinds": kinds}, f)
    sys.exit(0)


main()
