package com.acme.ui.components

import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class CtaKind { Primary, Quiet, Compact }

/** Material 3's buttons as they come: a pill padded 24 × 8 dp (TextButton 12 × 8) with labelLarge text, unless told otherwise. */
@Composable
fun Cta(label: String, kind: CtaKind = CtaKind.Primary, enabled: Boolean = true, onClick: () -> Unit = {}) {
    when (kind) {
        CtaKind.Primary -> Button(
            onClick = { onClick() },
            enabled = enabled,
            colors = ButtonDefaults.buttonColors(containerColor = Color(0xFF2F6FED), contentColor = Color.White, disabledContentColor = Color(0xFF9AA0AB)),
        ) { Text(label) }
        CtaKind.Quiet -> TextButton(onClick = onClick) { Text(label) }
        CtaKind.Compact -> Button(
            onClick = onClick,
            shape = RoundedCornerShape(6.dp),
            contentPadding = PaddingValues(horizontal = 10.dp, vertical = 4.dp),
        ) { Text(label) }
    }
}
