print("lmctl")
