package demo.chips

import androidx.compose.foundation.background
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.foundation.layout.Box
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier

@Composable
fun Chip(label: String) {
    Box(modifier = Modifier.background(MaterialTheme.colorScheme.primary)) {
        Text(label, color = MaterialTheme.colorScheme.onPrimary)
    }
}
