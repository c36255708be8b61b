print("parity")
